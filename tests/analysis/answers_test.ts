/** lib/analysis/answers.ts: questions the reviewer answers. */
import assert from "node:assert/strict";
import {
  answeredQuestions,
  answerOf,
  hedgesBefore,
  questionStart,
} from "../../lib/analysis/answers.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { sentenceView } from "../../lib/analysis/sentence_view.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { ELECTRICIAN, viewOf } from "../helpers/analysis.ts";

/** The questions of a text answered "no" (their words) and with a hedge. */
function answered(text: string): { denied: string[]; hedged: string[] } {
  const tokenized = tokenize(text);
  const views = tokenized.sentences.map((sentence) => {
    const sv = sentenceView(tokenized, sentence);
    if (sv === null) throw new Error("no words");
    return sv;
  });
  const words = (s: number, keep: (p: number) => boolean) =>
    views[s].view.filter((_, p) => keep(p))
      .map((index) => tokenized.tokens[index].text).join(" ");
  const { denied, hedged } = answeredQuestions(views);
  return {
    denied: denied.map((mask, s) => words(s, (p) => mask[p] === 1)),
    hedged: hedged.map((start, s) =>
      start < 0 ? "" : words(s, (p) => p >= start)
    ),
  };
}

/** The aspect pairs an analyzer gives a text. */
function aspectsOf(
  analyzer: ReturnType<typeof createAnalyzer>,
): (text: string) => string[] {
  return (text) =>
    analyzer.analyze({ title: null, text }).aspects.map((a) =>
      `${a.aspect}:${a.sentiment}`
    );
}

Deno.test("answerOf: no, a hedge, or nothing; the answer alone in its segment", () => {
  for (
    const text of [
      "No.",
      "Nope, PVC shavings everywhere.",
      "Not once.",
      "Not really, the man's all business.",
      "A: Neither.",
      "Absolutely not!",
      "Also no.",
      "Ha.",
      "It was not.",
      "None.",
      "He didn't, and I had to ask twice.",
      "Apparently not.",
      "Guess not.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "no", text);
  for (
    const text of [
      "Technically.",
      "Sort of.",
      "Maybe.",
      "A bit.",
      "Meh.",
      "Close enough - he was at the door at 9:05.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "hedge", text);
  for (
    const text of [
      "Yes.",
      "Absolutely.",
      "No idea.",
      "No charge.",
      "Never know with tradies.",
      "Maybe call when the tech is on the way?",
      "Not the first time, but the inspector flagged the old wiring.",
      "A little pricey, but they came the same day.",
      "It was not cheap.",
    ]
  ) assert.equal(answerOf(viewOf(text)), null, text);
});

Deno.test("questionStart: the last question word opening a segment, or the start", () => {
  const start = (text: string) => {
    const sv = viewOf(text);
    const at = questionStart(sv);
    return at < 0 ? null : sv.view.slice(at).map((i) => sv.tokens[i].text)
      .join(" ");
  };
  assert.equal(start("Cheap?"), "Cheap ?");
  assert.equal(
    start("AC out, 114 outside, and did they leave me hanging?"),
    "did they leave me hanging ?",
  );
  assert.equal(
    start("Was Hector the first tech who figured out why it short-cycled?"),
    "Was Hector the first tech who figured out why it short cycled ?",
  );
  assert.equal(start("They were on time."), null);
});

Deno.test("answeredQuestions: an answer covers the questions just before it", () => {
  assert.deepEqual(answered("Were they on time? Yes. Cheap? No."), {
    denied: ["", "", "Cheap ?", ""],
    hedged: ["", "", "", ""],
  });
  assert.deepEqual(
    answered("Did he wear shoe covers? Did he ask first? Neither."),
    {
      denied: ["Did he wear shoe covers ?", "Did he ask first ?", ""],
      hedged: ["", "", ""],
    },
  );
  assert.deepEqual(answered("Q: Within the window? A: Technically."), {
    denied: ["", ""],
    hedged: ["Q : Within the window ?", ""],
  });
  // A question left open, or a statement before "no", reads as it stands.
  assert.deepEqual(answered("Is $185 a lot for an inspection? No idea."), {
    denied: ["", ""],
    hedged: ["", ""],
  });
  assert.deepEqual(answered("They were late. No."), {
    denied: ["", ""],
    hedged: ["", ""],
  });
});

Deno.test("the analysis reads a question answered no as negated and a hedged one as neutral", () => {
  for (const model of [undefined, null]) {
    const analyzer = createAnalyzer(ELECTRICIAN, { model });
    const aspects = (text: string) =>
      analyzer.analyze({ title: null, text }).aspects.map((a) =>
        `${a.aspect}:${a.sentiment}`
      );
    assert.deepEqual(aspects("Were they on time? No."), [
      "punctuality:negative",
    ]);
    assert.deepEqual(aspects("Cheap? No."), ["price:negative"]);
    assert.deepEqual(aspects("Punctual? Technically."), [
      "punctuality:neutral",
    ]);
    assert.deepEqual(aspects("Were they on time? Yes."), [
      "punctuality:positive",
    ]);
  }
});

Deno.test("hedgesBefore: a short hedge of its own, without a contrast", () => {
  for (
    const text of [
      "Technically morning.",
      "Technically on time, I guess.",
      "Right in the middle.",
      "So... right in the middle, I guess.",
    ]
  ) assert.equal(hedgesBefore(viewOf(text)), true, text);
  for (
    const text of [
      "Technically fair, but oof.",
      "Technically the job was done but the breaker still trips every night.",
      "Right on time.",
      // Praise of the work, not a hedge of the sentence before.
      "Technically brilliant, honestly.",
      "Technically sound work.",
      "...",
    ]
  ) assert.equal(hedgesBefore(viewOf(text)), false, text);
});

Deno.test("the analysis reads a statement hedged by the sentence after it as neutral", () => {
  for (const model of [undefined, null]) {
    const analyzer = createAnalyzer(ELECTRICIAN, { model });
    const aspects = (text: string) =>
      analyzer.analyze({ title: null, text }).aspects.map((a) =>
        `${a.aspect}:${a.sentiment}`
      );
    assert.deepEqual(
      aspects(
        "New panel quoted at $3,200 against $2,900 and $3,600 from two others. Right in the middle.",
      ),
      ["price:neutral"],
    );
  }
});

Deno.test("answerOf: French answers, as France and Quebec say them", () => {
  for (
    const text of [
      "Non.",
      "Pas du tout.",
      "Ben non.",
      "Pas vraiment, il est arrivé à midi.",
      "Jamais.",
      "Bien sûr que non !",
      "Même pas.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "no", text);
  for (
    const text of [
      "Bof.",
      "Franchement, bof.",
      "Plus ou moins.",
      "Oui et non.",
      "À peu près.",
      "Pas tout à fait.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "hedge", text);
  // "Oui" and "si" leave the question as it stands; so does a sentence
  // that only starts with the words.
  for (
    const text of [
      "Oui, clairement.",
      "Si.",
      "Jamais vu ça.",
      "Pas du tout cher.",
    ]
  ) assert.equal(answerOf(viewOf(text)), null, text);
});

Deno.test("the analysis reads French questions answered no, yes or with a hedge", () => {
  for (const model of [undefined, null]) {
    const aspects = aspectsOf(createAnalyzer(ELECTRICIAN, { model }));
    assert.deepEqual(aspects("Cher ? Oui, clairement."), ["price:negative"]);
    assert.deepEqual(aspects("Ponctuel ? Bof."), ["punctuality:neutral"]);
  }
  const rules = aspectsOf(createAnalyzer(ELECTRICIAN, { model: null }));
  assert.deepEqual(rules("Cher ? Non."), ["price:positive"]);
  assert.deepEqual(rules("Ponctuel ? Pas vraiment."), [
    "punctuality:negative",
  ]);
  assert.deepEqual(rules("Propre ? Oui et non."), ["cleanliness:neutral"]);
});

Deno.test("answerOf: Spanish answers, and a yes that waves the complaint off", () => {
  for (
    const text of [
      "No.",
      "Pues no.",
      "Nel.",
      "Para nada.",
      "Nunca, siempre tarde.",
      "Ni de chiste.",
      "Ni de coña.",
      "Claro que no.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "no", text);
  for (
    const text of [
      "Más o menos.",
      "Bueno, no del todo.",
      "Tal vez.",
      "Ni modo.",
      "Sí, pero ni modo, era domingo.",
      "Si pero qué le vamos a hacer.",
    ]
  ) assert.equal(answerOf(viewOf(text)), "hedge", text);
  for (
    const text of [
      "Sí.",
      "Sí, carísimo.",
      "Nada mal.",
      "Nunca había llamado a un plomero.",
      "No pasa nada si llegan tarde?",
    ]
  ) assert.equal(answerOf(viewOf(text)), null, text);
});

Deno.test("the analysis reads Spanish questions answered no, yes or waved off", () => {
  for (const model of [undefined, null]) {
    const aspects = aspectsOf(createAnalyzer(ELECTRICIAN, { model }));
    assert.deepEqual(aspects("¿Caro? Sí, pero ni modo, hacía falta."), [
      "price:neutral",
    ]);
    assert.deepEqual(aspects("¿Caro? Sí, bastante."), ["price:negative"]);
    assert.deepEqual(aspects("¿Puntuales? Más o menos."), [
      "punctuality:neutral",
    ]);
  }
  const rules = aspectsOf(createAnalyzer(ELECTRICIAN, { model: null }));
  assert.deepEqual(rules("¿Caro? Para nada."), ["price:positive"]);
  assert.deepEqual(rules("¿Puntuales? Pues no."), ["punctuality:negative"]);
  assert.deepEqual(rules("¿Barato? Ni de coña."), ["price:negative"]);
});
