import { ImportDatasetSchema } from "../lib/schemas/mod.ts";
const data = JSON.parse(await Deno.readTextFile("data/reviews.json"));
const r = data.reviews[0];
data.reviews = [{ ...r, id: "dupe" }, { ...r, id: "dupe" }, { ...r, id: "x", rating: 4.5 }];
const res = ImportDatasetSchema.safeParse(data);
console.log(res.success ? "ok" : res.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
