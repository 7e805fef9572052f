/** lib/analysis/lexicon_tagalog.ts: the Tagalog cue tables. */
import assert from "node:assert/strict";
import {
  TAGALOG_ASPECT_CUES,
  TAGALOG_GENERAL_CUES,
  TAGALOG_TABLES,
} from "../../lib/analysis/lexicon_tagalog.ts";
import { LANGUAGE_NEGATORS } from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Tagalog cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["sa oras"],
    scheduling: ["nasa hold"],
    price: ["sulit"],
    quality: ["wala nang problema"],
    professionalism: ["suplado"],
    communication: ["inexplain"],
    cleanliness: ["makalat"],
    expertise: ["marunong"],
    honesty: ["walang pilitan"],
  };
  assertLanguageTables(TAGALOG_ASPECT_CUES, {
    holds,
    general: TAGALOG_GENERAL_CUES,
  });
});

Deno.test("Tagalog joins the other languages' tables", () => {
  assertJoinsLanguageTables(TAGALOG_TABLES);
});

Deno.test("Taglish timing: on time, made to wait, came anyway, on hold", () => {
  assertStatements([
    ["Dumating siya sa tamang oras.", ["punctuality:1"]],
    ["Pinaghintay kami buong araw.", ["punctuality:-1"]],
    ["Hindi sila dumating.", ["punctuality:-1"]],
    ["Pasko noon pero may dumating pa rin kahit gabi na.", [
      "scheduling:1",
    ]],
    ["Nasa hold kami ng 35 minutes.", ["scheduling:-1"]],
    ["Nag-reschedule sila twice.", ["scheduling:-1"]],
    ["Nakakuha agad kami ng slot kinabukasan.", ["scheduling:1"]],
  ]);
});

Deno.test("Taglish money: sulit, mahal only after a degree, haggled down", () => {
  assertStatements([
    ["Ang mahal pero sulit.", ["price:1"]],
    ["Medyo mahal yung quote.", ["price:-1"]],
    // "Mahal" is also "love".
    ["Mahal namin si Dana.", []],
    ["Sayang ang pera.", ["price:-1"]],
    ["Hindi kami pinilit bumili ng bagong AC.", ["honesty:1"]],
    ["Pinilit ni Rob yung maintenance plan.", ["honesty:-1"]],
    ["May $380 na dagdag sa quote.", ["honesty:-1"]],
    ["Walang gulatan sa bill.", ["honesty:1"]],
    ["Tapat na tao.", ["honesty:1"]],
  ]);
});

Deno.test("Taglish work and conduct: the look of the work, mess left, manners", () => {
  assertStatements([
    ["Sobrang linis ng pagkakabit ng tankless.", ["quality:1"]],
    ["Sobrang linis ng basement nung umalis sila.", ["cleanliness:1"]],
    ["Barado na naman yung floor drain.", ["quality:-1"]],
    ["Iniwan ni Bo yung lumang filter sa porch.", ["cleanliness:-1"]],
    ["Nagtanggal pa siya ng sapatos sa pinto.", ["cleanliness:1"]],
    ["Medyo suplado si Mark.", ["professionalism:-1"]],
    ["Iniwan ni kuya na bukas yung gate.", ["professionalism:-1"]],
    ["Hindi alam ni kuya yung ginagawa niya.", ["expertise:-1"]],
    ["Marunong talaga si Linh.", ["expertise:1"]],
    // Stock praise names no aspect.
    ["Ang galing ni Linh!", []],
  ]);
});

Deno.test("Taglish communication: explained, nobody said, too fast to follow", () => {
  assertStatements([
    ["Inexplain pa niya kay Lola kung bakit.", ["communication:1"]],
    ["Nag-text pa bago umalis ng shop.", ["communication:1"]],
    ["Walang nagsabi sa amin.", ["communication:-1"]],
    ["Nag-explain naman siya pero ang bilis magsalita.", [
      "communication:-1",
    ]],
    // The reviewer showing photos to others is no communication.
    ["Pinakita ko sa inyo yung photo ng gutters.", []],
  ]);
});

Deno.test("'di' negates only inside Tagalog phrases: patois 'di' is 'the'", () => {
  assert.ok(!LANGUAGE_NEGATORS.includes("di"));
  assertStatements([["Di price too dear fi wah dem do.", ["price:-1"]]]);
});

Deno.test("Taglish, third batch: follow-ups, unanswered questions, fees told", () => {
  assertStatements([
    ["Hindi man lang sinagot yung mga tanong ko.", ["communication:-1"]],
    ["Nag-follow up pa siya kinabukasan.", ["communication:1"]],
    ["Sinagot niya lahat ng tanong ni Lola.", ["communication:1"]],
    ["Dalawang linggo bago ako nabigyan ng schedule.", ["scheduling:-1"]],
    ["Ang dali magpa-schedule sa kanila.", ["scheduling:1"]],
    ["Hindi na niya kami siningil sa pangalawang punta.", ["price:1"]],
    ["Nakapasa sa electrical inspection yung bagong panel.", ["quality:1"]],
    ["Sira ulit yung gripo.", ["quality:-1"]],
    ["Sabi niya pwede pa ayusin, hindi kailangan ng bago.", ["honesty:1"]],
    ["Hindi naman namilit si kuya sa warranty plan.", ["honesty:1"]],
    ["Ang tiyaga ni ate sa amin.", ["professionalism:1"]],
  ]);
});

Deno.test("'galing' as 'from' and a bare 'walang problema' name no aspect", () => {
  assertStatements([
    ["Galing kami sa probinsya kaya bago sa amin ito.", []],
    // Lateness waved off is punctuality neutral, and no quality.
    ["Late siya pero nag-sorry, so okay lang, walang problema.", [
      "professionalism:1",
      "punctuality:0",
    ]],
  ]);
});
