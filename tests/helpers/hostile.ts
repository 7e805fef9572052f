/**
 * An import file whose public texts try every way out of their context:
 * `<script>`, `</script>`, `<!--`, quotes that end attributes, event
 * handlers, `javascript:` URLs, very long unbroken words. Every page, the
 * badge, the embed and the widget must show them as text.
 *
 * @module
 */
import { type RawDataset, readSmallDataset } from "./data.ts";

/** A word no line can hold. */
export const LONG_WORD = "Supercalifragilistic".repeat(20);

/** Each payload sets `globalThis.__pwned` if it ever runs. */
export const HOSTILE_TEXTS = {
  title: `</script><script>globalThis.__pwned="title"</script><!--`,
  text:
    `Great work <!-- <img src=x onerror="globalThis.__pwned='img'"> --> "quoted" 'single' ` +
    `" onmouseover="globalThis.__pwned='attr'" x=" </script><script>globalThis.__pwned='text'</script> ` +
    `${LONG_WORD} <iframe src="javascript:globalThis.__pwned='iframe'"></iframe> & done`,
  author: `"><svg onload="globalThis.__pwned='author'"></svg><b x='`,
  reply:
    `<a href="javascript:globalThis.__pwned='reply'">click</a> </script><!--`,
  source: `javascript:globalThis.__pwned='source'`,
  businessName:
    `Acme </title><script>globalThis.__pwned="name"</script> & "Sons"`,
  technician: `Zoë "<i>Q</i>" O'Neil`,
} as const;

/** The small fixture with hostile texts in every public member. */
export async function hostileDataset(): Promise<RawDataset> {
  const dataset = await readSmallDataset();
  dataset.business.name = HOSTILE_TEXTS.businessName;
  dataset.business.technicians.push({
    id: "zoe",
    name: HOSTILE_TEXTS.technician,
    aliases: [],
  });
  dataset.business.profiles = [
    {
      platform: `<b>google</b>"'`,
      url: 'https://maps.google.example/?q=<x>&a="b"',
    },
  ];
  dataset.reviews.forEach((review: RawDataset, index: number) => {
    review.title = `${HOSTILE_TEXTS.title} ${index}`;
    review.text =
      `${HOSTILE_TEXTS.text} (${index}) Zoë "<i>Q</i>" O'Neil was on time and friendly.`;
    review.author = { name: HOSTILE_TEXTS.author };
    review.source = HOSTILE_TEXTS.source;
    review.response = { text: HOSTILE_TEXTS.reply, date: review.date };
  });
  return dataset;
}
