import { z } from "zod";
for (const [name, rating] of [["z.number().int()", z.number().int().min(1)], ["z.int()", z.int().min(1)], ["number().multipleOf(1)", z.number().multipleOf(1).min(1)]] as const) {
  const S = z.object({ reviews: z.array(z.object({ rating })) }).superRefine((_d, ctx) => { ctx.addIssue({ code: "custom", message: "REFINE RAN", path: [] }); }, { when: (p) => typeof p.value === "object" && p.value !== null });
  const res = S.safeParse({ reviews: [{ rating: 4.5 }] });
  console.log(name, res.success ? "ok" : res.error.issues.map((i) => i.message), JSON.stringify(z.toJSONSchema(rating)));
}
