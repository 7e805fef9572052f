/** lib/analysis/lexicon_arabic.ts: the Arabizi cue tables. */
import {
  ARABIC_ASPECT_CUES,
  ARABIC_GENERAL_CUES,
  ARABIC_TABLES,
} from "../../lib/analysis/lexicon_arabic.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Arabizi cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["ija 3 al wa2t", "t2akhar"],
    scheduling: ["ija ba3d jum3a"],
    price: ["ghali", "sar2a", "rkhis", "si3r * mni7"],
    quality: ["shighlo mni7", "shighlo nadif", "kharban", "ma zabat"],
    professionalism: [
      "ibn 7 alel",
      "adami",
      "mo2adab",
      "2 alil adab",
      "ta2il dam",
      "khafif dam",
    ],
    communication: ["shara7", "ma 7 ada radd"],
    cleanliness: ["tarak * fawda"],
    expertise: ["fahmen", "shater"],
    honesty: ["ma dagh6", "nasab", "nasabin", "sadi2"],
  };
  assertLanguageTables(ARABIC_ASPECT_CUES, {
    holds,
    general: ARABIC_GENERAL_CUES,
  });
});

Deno.test("Egyptian and Gulf Arabizi cues are read", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["fel ma3ad", "et2a5ar", "ma gash"],
    scheduling: ["tany yom", "nafs el yom"],
    price: ["ma3ool", "rekhees", "ra5ees"],
    quality: ["zay el sa3a"],
    professionalism: ["gada3", "mo7tarama"],
    communication: ["yeradd b kelma wa7da"],
    cleanliness: ["anda men ma kan"],
    expertise: ["fahem"],
    honesty: ["7 aramiya"],
  };
  assertLanguageTables(ARABIC_ASPECT_CUES, {
    holds,
    general: ARABIC_GENERAL_CUES,
  });
});

Deno.test("Levantine Arabizi and Arabic-script cues are read", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["ta2khar", "ta2akharu", "bi wa2to", "عالوقت", "تأخر"],
    scheduling: ["t2ajal", "nafs el leile", "تأجّل"],
    price: ["7 aramiye", "ma32ooleh", "غالي", "بستاهل"],
    quality: ["zay el fal", "طلع ممتاز"],
    professionalism: ["محترم", "ma 7 atta i3tazar"],
    communication: ["wala reply", "شرحلي"],
    cleanliness: ["shu hal zbaleh"],
    expertise: ["فاهم"],
    honesty: ["نصابين", "7 awal ybi3na"],
  };
  assertLanguageTables(ARABIC_ASPECT_CUES, {
    holds,
    general: ARABIC_GENERAL_CUES,
  });
});

Deno.test("Arabizi joins the other languages' tables", () => {
  assertJoinsLanguageTables(ARABIC_TABLES, {
    holds: {
      negators: ["mish"],
      hedgeAnswers: ["shway"],
      waveOffs: ["ma fi mashakel", "mesh mshkle", "khalas", "shu bdna na3mel"],
    },
  });
});

Deno.test("Arabizi words that are English, names or too short are no cues alone", () => {
  assertNoLoneWords(ARABIC_TABLES, [
    "ma",
    "mu",
    "ya",
    "bas",
    "shu",
    "mesh",
    "la",
    "fi",
    "el",
    "wallah",
    "inshallah",
    "mashallah",
    "amin",
    "sadiq",
    "latif",
    "ktir",
    "mob",
    "seeb",
    "saber",
    "amina",
    "fahim",
    "zain",
    "tamam",
  ]);
});
