/**
 * The assertions of the page tests, as plain functions over
 * `node:assert/strict` (whose own overloads some `@types/node` versions type
 * so that a wrapper module is needed to call them as assertion functions).
 *
 * @module
 */
import nodeAssert from "node:assert/strict";

/** Asserts that `value` is truthy. */
export function assert(value: unknown, message?: string): asserts value {
  nodeAssert.ok(value, message);
}

/** Asserts deep strict equality. */
export function assertEquals(
  actual: unknown,
  expected: unknown,
  message?: string,
): void {
  nodeAssert.deepStrictEqual(actual, expected, message);
}

/** Asserts that `text` matches `pattern`. */
export function assertMatch(
  text: string,
  pattern: RegExp,
  message?: string,
): void {
  nodeAssert.match(text, pattern, message);
}

/** Asserts that `text` does not match `pattern`. */
export function assertNotMatch(
  text: string,
  pattern: RegExp,
  message?: string,
): void {
  nodeAssert.doesNotMatch(text, pattern, message);
}
