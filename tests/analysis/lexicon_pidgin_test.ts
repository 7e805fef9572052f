/** lib/analysis/lexicon_pidgin.ts: the West African Pidgin cue tables. */
import {
  PIDGIN_ASPECT_CUES,
  PIDGIN_GENERAL_CUES,
  PIDGIN_TABLES,
} from "../../lib/analysis/lexicon_pidgin.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Pidgin cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["e come sharp sharp"],
    scheduling: ["shift my appointment"],
    price: ["e too cost", "e no cheap e no cost"],
    quality: ["dey shake", "don dey crack", "don dey run fine"],
    professionalism: ["shout me for phone", "na correct pesin"],
    communication: ["call me tell me"],
    cleanliness: ["e leave carton dem", "compound be like war front"],
    expertise: ["sabi work die", "tell me wetin spoil", "find am for"],
    honesty: ["by fire by force", "dey press me", "wan chop ma moni"],
  };
  assertLanguageTables(PIDGIN_ASPECT_CUES, {
    holds,
    general: PIDGIN_GENERAL_CUES,
  });
});

Deno.test("Pidgin joins the other languages' tables", () => {
  assertJoinsLanguageTables(PIDGIN_TABLES, {
    holds: {
      noAnswers: ["lai lai"],
      hedgeAnswers: ["small small"],
      waveOffs: ["no wahala"],
    },
  });
});

Deno.test("Pidgin words that are English, another language's or too short are no cues alone", () => {
  assertNoLoneWords(PIDGIN_TABLES, [
    "no",
    "dey",
    "don",
    "di",
    "dem",
    "e",
    "na",
    "sey",
    "sabi",
    "wahala",
    "oga",
    "abeg",
    "wetin",
    "sef",
    "sha",
    "una",
    "jara",
    "die",
    "fine",
    "correct",
    "shake",
    "press",
    "force",
    "chop",
    "thief",
    "lie",
    "spoil",
    "sweet",
  ]);
});
