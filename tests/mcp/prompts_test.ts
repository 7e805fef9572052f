/**
 * MCP prompts (lib/mcp/prompts.ts).
 */
import assert from "node:assert/strict";
import {
  completePromptArgument,
  getPrompt,
  hasPrompt,
  listPrompts,
  PromptError,
} from "../../lib/mcp/prompts.ts";
import { withFixtureSnapshot as withSnapshot } from "../helpers/mcp.ts";

function text(content: unknown): string {
  const block = content as { type: string; text?: string };
  assert.equal(block.type, "text");
  return block.text ?? "";
}

Deno.test("three prompts, each described, with declared arguments", () => {
  const prompts = listPrompts();
  assert.deepEqual(prompts.map((prompt) => prompt.name), [
    "summarize_reviews",
    "answer_customer_question",
    "technician_report",
  ]);
  for (const prompt of prompts) {
    assert.ok(hasPrompt(prompt.name));
    assert.ok(prompt.description.length > 40);
    for (const argument of prompt.arguments) assert.ok(argument.description);
  }
  assert.equal(hasPrompt("nope"), false);
});

Deno.test("summarize_reviews quotes the reviews in scope and embeds the insights", async () => {
  await withSnapshot((snapshot) => {
    const all = getPrompt(snapshot, { name: "summarize_reviews" });
    const request = text(all.messages[0].content);
    for (const review of snapshot.dataset.reviews.slice(0, 5)) {
      assert.ok(request.includes(`[${review.id}]`), review.id);
    }
    const embedded = all.messages[1].content;
    assert.equal(embedded.type, "resource");
    if (embedded.type === "resource") {
      assert.equal(embedded.resource.uri, "reviews://insights");
      assert.deepEqual(JSON.parse(embedded.resource.text), snapshot.insights);
    }
    const recent = getPrompt(snapshot, {
      name: "summarize_reviews",
      arguments: { since: "2025-06-01", aspect: "price" },
    });
    const scoped = text(recent.messages[0].content);
    assert.match(scoped, /about price since 2025-06-01/);
    const old = snapshot.dataset.reviews.find((review) =>
      review.date < "2025-06-01"
    );
    assert.ok(old && !scoped.includes(`[${old.id}]`));
  });
});

Deno.test("answer_customer_question puts the question and related reviews first", async () => {
  await withSnapshot((snapshot) => {
    const result = getPrompt(snapshot, {
      name: "answer_customer_question",
      arguments: { question: "How was the tankless water heater install?" },
    });
    const request = text(result.messages[0].content);
    assert.match(request, /tankless water heater install/);
    const related = snapshot.dataset.reviews.find((review) =>
      review.text.toLowerCase().includes("tankless")
    );
    assert.ok(related && request.includes(`[${related.id}]`));
    const business = result.messages[1].content;
    assert.equal(business.type, "resource");
  });
});

Deno.test("technician_report finds a technician by name, first name or alias", async () => {
  await withSnapshot((snapshot) => {
    for (const name of ["José Muñoz", "jose", "Pepe"]) {
      const result = getPrompt(snapshot, {
        name: "technician_report",
        arguments: { technician: name },
      });
      assert.match(result.description, /José Muñoz/);
      const request = text(result.messages[0].content);
      for (const review of snapshot.dataset.reviews) {
        if (review.technicians.includes("José Muñoz")) {
          assert.ok(request.includes(`[${review.id}]`), review.id);
        }
      }
    }
  });
});

Deno.test("bad prompt requests are PromptErrors (invalid params)", async () => {
  await withSnapshot((snapshot) => {
    const bad: Array<[string, Record<string, unknown> | undefined, RegExp]> = [
      ["nope", undefined, /Unknown prompt/],
      ["answer_customer_question", {}, /question/],
      ["answer_customer_question", { question: 5 }, /string/],
      ["answer_customer_question", { question: "x".repeat(2001) }, /2000/],
      ["summarize_reviews", { aspect: "speed" }, /aspect/],
      ["summarize_reviews", { since: "2025-02-30" }, /since/],
      ["summarize_reviews", { colour: "red" }, /colour/],
      ["technician_report", { technician: "Nobody" }, /Unknown technician/],
    ];
    for (const [name, args, message] of bad) {
      assert.throws(
        () => getPrompt(snapshot, { name, arguments: args }),
        (error: unknown) =>
          error instanceof PromptError && message.test(error.message),
        `${name} ${JSON.stringify(args)}`,
      );
    }
  });
});

Deno.test("prompt arguments complete: aspects, technicians, free text empty", async () => {
  await withSnapshot((snapshot) => {
    assert.deepEqual(
      completePromptArgument(snapshot, {
        prompt: "summarize_reviews",
        argument: "aspect",
        value: "p",
      })?.values,
      ["punctuality", "price", "professionalism"],
    );
    assert.deepEqual(
      completePromptArgument(snapshot, {
        prompt: "technician_report",
        argument: "technician",
        value: "d",
      })?.values,
      ["Dan Okafor", "Danny"],
    );
    assert.deepEqual(
      completePromptArgument(snapshot, {
        prompt: "answer_customer_question",
        argument: "question",
        value: "how",
      }),
      { values: [], total: 0, hasMore: false },
    );
    assert.equal(
      completePromptArgument(snapshot, {
        prompt: "nope",
        argument: "x",
        value: "",
      }),
      null,
    );
    assert.equal(
      completePromptArgument(snapshot, {
        prompt: "summarize_reviews",
        argument: "colour",
        value: "",
      }),
      null,
    );
  });
});
