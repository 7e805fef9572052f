import assert from "node:assert/strict";
import { CONTENT_TYPES, DOCUMENT_PATHS } from "../../lib/dataset/documents.ts";
import { TOPIC_PATHS } from "../../lib/urls.ts";

Deno.test("every document path has its media type, in UTF-8: JSON, and Atom for the feed", () => {
  assert.deepEqual(
    Object.keys(CONTENT_TYPES).sort(),
    [...DOCUMENT_PATHS].sort(),
  );
  for (const path of DOCUMENT_PATHS) {
    const expected = path.endsWith(".xml")
      ? "application/atom+xml; charset=utf-8"
      : "application/json; charset=utf-8";
    assert.equal(CONTENT_TYPES[path], expected, path);
  }
});

Deno.test("the WebSub topics are documents", () => {
  for (const topic of TOPIC_PATHS) {
    assert.ok((DOCUMENT_PATHS as readonly string[]).includes(topic), topic);
  }
});
