/**
 * Arabic cues written in Arabic script, as Levantine reviewers write a
 * sentence or two between Arabizi and English ("الفني كان محترم جداً",
 * "السعر غالي شوي بس بستاهل", "الموعد تأجّل مرتين"): one list per
 * aspect, the general opinion words, the negators ("مش", "مو") and the
 * words for "but" ("بس", "لكن"); `lexicon_arabic.ts` joins them with the
 * Arabizi tables. The tokenizer keeps a word in Arabic script whole, with
 * its shadda and an attached "و" (and), so the entries list the common
 * forms with and without them.
 *
 * Choices, after the labelled Levantine batch (blind690): "محترم" is
 * professionalism positive, "نظّف كل شي" cleanliness positive, "طلع
 * ممتاز" quality positive, "تأجّل" scheduling negative, "غالي" price
 * negative and "بستاهل" (worth it) positive, "عادي" about the work or the
 * price neutral, "لا أحسن ولا أسوأ" a general neutral.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** The work, the job. */
const WORK =
  "{الشغل|الشغلة|الشغله|التركيب|التجديد|الخدمة|الخدمه|الصيانة|الصيانه|التصليح|شغله|شغلها|شغلهم|التيون}";

/** Good. */
const GOOD =
  "{ممتاز|ممتازة|ممتازه|منيح|منيحة|منيحه|نظيف|نظيفة|نضيف|مرتب|مرتّب|مرتبة|حلو|حلوة|حلوه|متقن|متقنة}";

/** Average. */
const SO_SO = "{عادي|عادية|عاديه|مقبول|مقبولة}";

/** The price. */
const PRICE =
  "{السعر|الأسعار|الاسعار|سعره|سعرهم|أسعارهم|اسعارهم|الحساب|الفاتورة|الفاتوره}";

/** Nobody. */
const NOBODY = "{ما حدا|محدا|ولا حدا|ما حد}";

/** Arabic-script cues, per aspect, with brace groups. */
export const ARABIC_SCRIPT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "{على|ع|عال} {الوقت|الموعد|وقته|موعده|وقتها|موعدها} ~ +1",
    "{عالوقت|عالموعد|بالموعد|بموعده|بوقته} ~ +1",
    "{تأخر|تأخّر|تاخر|اتأخر|تأخروا|تأخّروا|تأخرت|تأخّرت|متأخر|متأخّر|متاخر|متأخرين} ~ -1",
  ],
  scheduling: [
    "{تأخر|تأخّر|تاخر|اتأخر|تأخروا|تأخّروا|تأخرت|تأخّرت} {أسبوع|اسبوع|أسبوعين|اسبوعين|شهر|شهرين|أيام|ايام} ~ -1",
    "{تأجل|تأجّل|تأجلت|تأجّلت|اتأجل|أجّلوا|أجلوا|اجلوا|أجّلو|أجلو|تأجيل} ~ -1",
    "{بنفس|نفس} {اليوم|الليلة|الليله|النهار} ~ +1",
    `${NOBODY} {رد|ردّ|يرد} {على|ع|عال} {التلفون|الهاتف|التليفون|التلفون} ~ -2 F`,
  ],
  price: [
    "{غالي|غالية|غاليه|غاليين|غالي كتير} ~ -1",
    "{رخيص|رخيصة|رخيصه} ~ +1",
    "{بستاهل|بيستاهل|يستاهل|بتستاهل|تستاهل|بستاهلو|بيسوى|يسوى} ~ +1",
    `${PRICE} * {معقول|معقولة|مناسب|مناسبة|منيح|كويس|حلو|ممتاز} ~ +1`,
    `${PRICE} * ${SO_SO} ~ 0 S F`,
    `${PRICE} * نص نص ~ 0 S F`,
  ],
  quality: [
    `${WORK} * ${GOOD} ~ +1`,
    `{طلع|طلعت} ${GOOD} ~ +1`,
    "{طلع|طلعت} زي الفل ~ +1",
    `${WORK} * ${SO_SO} ~ 0 S F`,
    `${WORK} * نص نص ~ 0 S F`,
    "{خربان|خربانة|لسا خربان|لسه خربان|ما زبط|مازبط} ~ -2",
  ],
  professionalism: [
    "{محترم|محترمة|محترمه|محترمين|مؤدب|مؤدبة|مهذب|مهذبة|خلوق|خلوقة} ~ +1",
    "{ابن|بنت} {حلال|ناس|أصول|اصول} ~ +1",
    "{قليل|قليلة|قليلين} {أدب|ادب|الأدب|الادب|ذوق} ~ -2 F",
    "{وقح|وقحة|وقحين} ~ -2",
    "{دمه|دمها} خفيف ~ +1 F",
    "{دمه|دمها} {ثقيل|تقيل} ~ -1 F",
  ],
  communication: [
    "{شرح|شرحلي|شرحلنا|شرحتلي|شرحتلنا|وشرح|وشرحلي|وضّح|وضح|وضحلي|وضّحلي|فهّمني|فهّمنا} ~ +1",
    `${NOBODY} {رد|ردّ|اتصل|حكى|حكانا|خبّرنا|خبرنا} ~ -2 F`,
  ],
  cleanliness: [
    "{نظف|نظّف|ونظف|ونظّف|نظفوا|نظّفوا|ونظفوا|ونظّفوا|نضف|نضّف|ونضف|ونضّف|نضفوا|نظفت|نظّفت|ونظفت|ونظّفت} {كل شي|كلشي|كل شيء|وراه|وراها|وراهم|المكان|الأرض|الارض|ورا حاله|ورا حالها|ورا حالهم} ~ +1",
    "{ترك|تركوا|تركو|خلّى|خلى|خلّوا|خلوا} * {وساخة|وسخ|زبالة|فوضى|كراتين|غبرة|غبار} ~ -2",
  ],
  expertise: [
    "{فاهم|فاهمة|فهمان|فهمانة|شاطر|شاطرة|خبير|خبيرة} ~ +1",
  ],
  honesty: [
    "{نصاب|نصابين|نصّاب|نصّابين|كذاب|كذّاب|كذابين} ~ -2",
    "{رجل|زلمة|زلمه|انسان|إنسان} {أمين|امين|صادق} ~ +1",
    "{ما في|مافي} {داعي|لزوم} {نغير|نغيّر|نبدل|نبدّل|تغير|تغيّر|تبدل|تبدّل} ~ +1",
    "{بدون|بلا|من غير} {ضغط|أي ضغط|اي ضغط} ~ +1 F",
  ],
};

/** General opinion words in Arabic script (no aspect of their own). */
export const ARABIC_SCRIPT_GENERAL: readonly string[] = [
  "{ممتاز|ممتازة|ممتازه|رائع|رائعة} ~ +2",
  "{منيح|منيحة|كويس|كويسة|حلو|حلوة} ~ +1",
  "{سيء|سيئ|سيئة|سيّء|زفت} ~ -2",
  "{عادي|نص نص} ~ 0 F",
  "لا {أحسن|احسن} ولا {أسوأ|اسوأ|أسوء|اسوء} ~ 0 F",
];

/** Negators in Arabic script ("مش", "مو"). */
export const ARABIC_SCRIPT_NEGATORS: readonly string[] = ["مش", "مو"];

/** Words for "very" in Arabic script. */
export const ARABIC_SCRIPT_INTENSIFIERS: readonly string[] = [
  "جداً",
  "جدا",
  "كتير",
  "كثير",
];

/** Words for "but" in Arabic script. */
export const ARABIC_SCRIPT_CONTRAST_WORDS: readonly string[] = ["بس", "لكن"];
