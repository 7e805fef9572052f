import assert from "node:assert/strict";
import {
  closesOnBareVerb,
  readsAsTenselessPerson,
  saysMeAsSubject,
} from "../../lib/analysis/entity_bare_verbs.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

Deno.test("saysMeAsSubject: 'me' opening a clause before a verb or an adjective", () => {
  for (
    const text of [
      "Me Deaf. Booking form me write big.",
      "Knock me can't hear, so me know when he text.",
      "Me write 20 question on notepad.",
    ]
  ) assert.equal(saysMeAsSubject(tokenize(text).tokens), true, text);
  for (
    const text of [
      "Will call me back tomorrow.",
      "They told me it was fine. Me too.",
      "Grant me patience.",
    ]
  ) assert.equal(saysMeAsSubject(tokenize(text).tokens), false, text);
});

/** The tokens after the first word of a text. */
function afterName(text: string) {
  return tokenize(text).tokens.slice(1);
}

Deno.test("closesOnBareVerb: a clause that ends on a bare verb", () => {
  for (
    const text of [
      "Sunny for pot lights come, 12 pot lights in basement.",
      "Dale with trainee boy come, very patient.",
    ]
  ) assert.equal(closesOnBareVerb(afterName(text)), true, text);
  for (
    const text of [
      "Grant access to the attic.",
      "Bill came in under the quote.",
      "Frank fix.",
      "Rich experience overall, would recommend.",
      "Joy to deal with from start to finish.",
      "Sunny Saturday long run, came home to the pot lights.",
    ]
  ) assert.equal(closesOnBareVerb(afterName(text)), false, text);
});

/** The context of a text's first word as a name. */
function nameContext(text: string) {
  const { tokens } = tokenize(text);
  return {
    firstToken: tokens[0],
    after: tokens[1] ?? null,
    tenseless: saysMeAsSubject(tokens),
    rest: tokens.slice(1),
  };
}

Deno.test("readsAsTenselessPerson: a name before a bare verb or an adjective", () => {
  for (
    const text of [
      "Grant late. Me wait 1 hour.",
      "Sunny for pot lights come, 12 pot lights in basement.",
    ]
  ) assert.equal(readsAsTenselessPerson(nameContext(text)), true, text);
  for (
    const text of [
      "Will call again next year.",
      "Grant access to the attic.",
      "grant late. Me wait 1 hour.",
    ]
  ) assert.equal(readsAsTenselessPerson(nameContext(text)), false, text);
});
