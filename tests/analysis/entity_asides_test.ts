import assert from "node:assert/strict";
import {
  kinAfterName,
  kinOfMine,
  namesAWord,
  namesTheBill,
  ownRoleBeforeName,
  wordsUpToPunct,
} from "../../lib/analysis/entity_asides.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { matchView } from "../../lib/analysis/text_patterns.ts";

/** The tokens, the view and the view position of "Rob" in a text. */
function named(text: string) {
  const { tokens } = tokenize(text);
  const view = matchView(tokens);
  const at = view.findIndex((index) => tokens[index].text === "Rob");
  return { tokens, view, at };
}

Deno.test("kinAfterName: an aside after the name makes it someone else's", () => {
  for (
    const text of [
      "Rob, my ex, came by.",
      "Rob, my derrickhand, told me to call.",
      "Rob, the German shepherd next door, barked.",
      "Rob (my brother-in-law, not theirs) said so.",
      // "Our", a capitalised noun, two-word roles, a longer aside.
      "Rob, our club president, told me to call.",
      "Rob, my Elmer from the radio club, looked at it.",
      "Rob, my neighbour and a fellow ham, put me onto them.",
    ]
  ) {
    const { tokens, view, at } = named(text);
    assert.equal(kinAfterName({ tokens, view }, at + 1), true, text);
  }
  for (
    const text of [
      "Rob, my daughter wants to be a tech.",
      "Rob, our installer, was awesome.",
      "Rob, my hero, fixed it.",
      "Rob, the tech, was great.",
      "Rob, our go-to electrician, was great.",
      "Rob, our hero, came at midnight.",
    ]
  ) {
    const { tokens, view, at } = named(text);
    assert.equal(kinAfterName({ tokens, view }, at + 1), false, text);
  }
});

Deno.test("ownRoleBeforeName: 'my <role> Name' opening a clause", () => {
  const role = (text: string) => {
    const { tokens, view, at } = named(text);
    const word = (p: number) => p >= 0 ? tokens[view[p]] : null;
    return ownRoleBeforeName({
      role: word(at - 1),
      owner: word(at - 2),
      opener: word(at - 3),
      verb: word(at + 1),
    });
  };
  assert.equal(role("My deckhand Rob swears by these folks."), true);
  assert.equal(role("I called, and my deckhand Rob agreed."), true);
  // Two words of role after "my" or "our".
  assert.equal(role("Our goalie coach Rob swore by them."), true);
  assert.equal(role("My first officer Rob recommended them."), true);
  for (
    const text of [
      "My tech Rob was great.",
      "My hero Rob came at midnight.",
      "Our usual plumber Rob swore by it.",
      "When they put in our new furnace Rob explained it.",
      "They fixed my sink Rob was great.",
    ]
  ) assert.equal(role(text), false, text);
});

Deno.test("kinOfMine: a person word 'of mine' just before the name", () => {
  const yes = named("A colleague of mine, Rob, recommended them.");
  assert.equal(kinOfMine(yes, yes.at), true);
  const no = named("A favorite of mine, Rob, fixed it.");
  assert.equal(kinOfMine(no, no.at), false);
});

Deno.test("wordsUpToPunct: the words to the next punctuation", () => {
  const { tokens, view } = named("Jesus, the slab leak guy, knew.");
  assert.deepEqual(
    wordsUpToPunct({ tokens, view }, 2).map((token) => token.norm),
    ["the", "slab", "leak", "guy"],
  );
});

Deno.test("namesAWord: a name said as the word it also is", () => {
  const words = (text: string) => {
    const { tokens } = tokenize(text);
    const view = matchView(tokens);
    const at = (p: number) => p < view.length ? tokens[view[p]] : null;
    return namesAWord({
      after: at(1),
      after2: at(2),
      rest: wordsUpToPunct({ tokens, view }, 3),
    });
  };
  for (
    const text of [
      "Frank is the word I would use for her.",
      "Joy is the right word for what I felt.",
      "Grace is what I would call the way she did it.",
    ]
  ) assert.equal(words(text), true, text);
  for (
    const text of [
      "Frank is the best, he fixed it.",
      "Grace was the one who came out.",
      "Joy is what we needed, and she was on time.",
    ]
  ) assert.equal(words(text), false, text);
});

Deno.test("namesTheBill: 'Bill' at the start as the invoice, not the man", () => {
  const bill = (text: string) => {
    const { tokens } = tokenize(text);
    const view = matchView(tokens);
    const at = (p: number) => p < view.length ? tokens[view[p]] : null;
    return namesTheBill(tokens[view[0]], {
      after: at(1),
      after2: at(2),
      after3: at(3),
      rest: wordsUpToPunct({ tokens, view }, 3),
    });
  };
  for (
    const text of [
      "Bill was steep for one outlet swap.",
      "Bill came to $310 for two light fixtures.",
      "Bill was $240 for the bathroom GFCI.",
    ]
  ) assert.equal(bill(text), true, text);
  for (
    const text of [
      "Bill was polite enough.",
      "Bill came 45 minutes too late and did not call.",
      "Bill came to the door at eight.",
    ]
  ) assert.equal(bill(text), false, text);
});
