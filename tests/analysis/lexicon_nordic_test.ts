/** lib/analysis/lexicon_nordic.ts: the Nordic cue tables. */
import {
  NORDIC_ASPECT_CUES,
  NORDIC_GENERAL_CUES,
  NORDIC_TABLES,
} from "../../lib/analysis/lexicon_nordic.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Nordic cues", () => {
  assertLanguageTables(NORDIC_ASPECT_CUES, {
    holds: {
      punctuality: [
        "stundvís",
        "punktlig",
        "seinkaði",
        "kom presis",
        "præcis kl",
      ],
      scheduling: ["innan tíma", "umbóku", "máttu bíða"],
      price: ["rímiligur", "billig", "dýrt", "vert hvørt oyra"],
      quality: ["gott arbeiði", "sær pent út", "sjusket", "pænt arbejde"],
      professionalism: [
        "hugnaligur",
        "venlig",
        "trevlig",
        "ov tosandi",
        "dejlig fyr",
      ],
      communication: ["greiddi frá", "forklarede", "eingin ringdi aftur"],
      cleanliness: ["fóru úr skónum", "ruddaði upp", "ryddet etter seg"],
      expertise: [
        "dygtig",
        "duktig",
        "heilt ókunnug",
        "kunne faget sitt",
        "kunne ikke finde ud af",
      ],
      honesty: ["ærligur", "heiðarlegur", "uttan nakað trýst"],
    },
    general: NORDIC_GENERAL_CUES,
  });
});

Deno.test("Danish everyday verdicts are Nordic cues", () => {
  assertLanguageTables(NORDIC_ASPECT_CUES, {
    holds: {
      punctuality: ["sådan set til tiden"],
      scheduling: ["kunne først komme", "klemte os ind"],
      price: ["til den dyre side", "konkurrencedygtig", "rabat"],
      quality: ["til punkt og prikke", "hænger snorlige", "skævt"],
      professionalism: ["flink nok", "uforskammet"],
      communication: ["ingen sms", "skrev det hele ned"],
      cleanliness: ["ikke et fnug", "ingen skoovertræk"],
      expertise: ["kender sit kram", "skarp dame"],
      honesty: ["fup", "ikke fup"],
    },
    general: NORDIC_GENERAL_CUES,
  });
});

Deno.test("the Nordic languages join the other languages' tables", () => {
  assertJoinsLanguageTables(NORDIC_TABLES, {
    holds: {
      negators: ["ikki", "ikke", "inte", "ekki"],
      intensifiers: ["sera"],
      waveOffs: ["ongin trupulleiki", "ingen krise", "ingen big deal"],
      subRatingLabels: ["prísur", "rydding"],
    },
  });
});

Deno.test("Nordic words that are English words are no cues alone", () => {
  assertNoLoneWords(NORDIC_TABLES, [
    "god",
    "hot",
    "fin",
    "bra",
    "rent",
    "dyr",
    "dyre",
    "sent",
    "men",
    "ok",
    "gratis",
    "super",
    "an",
    "dame",
    "tom",
    "grim",
  ]);
});
