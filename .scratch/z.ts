import { z } from "zod";
const Item = z.object({ id: z.string(), rating: z.int({ abort: false } as never).min(1) });
const S = z.object({ reviews: z.array(Item) }).superRefine((d, ctx) => { ctx.addIssue({ code: "custom", message: "REFINE RAN", path: [] }); }, { when: (p) => typeof p.value === "object" && p.value !== null });
for (const r of [4.5, 6, "5", 0]) {
  const res = S.safeParse({ reviews: [{ id: "a", rating: r }] });
  console.log(r, res.success ? "ok" : res.error.issues.map((i) => i.message));
}
