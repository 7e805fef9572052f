/**
 * The MCP App view (lib/mcp/app_ui.ts): declared per the ext-apps spec and
 * self-contained HTML carrying the snapshot's rating, histogram and aspects.
 */
import assert from "node:assert/strict";
import {
  APP_MIME_TYPE,
  APP_RESOURCE_URI,
  APP_TOOLS,
  appHtml,
  appToolMeta,
  readAppResource,
} from "../../lib/mcp/app_ui.ts";
import { listToolDefinitions } from "../../lib/mcp/tools.ts";
import { withFixtureSnapshot } from "../helpers/mcp.ts";

Deno.test("the view is a ui:// resource of the MCP App media type, declared on two tools", () => {
  assert.match(APP_RESOURCE_URI, /^ui:\/\//);
  assert.equal(APP_MIME_TYPE, "text/html;profile=mcp-app");
  assert.deepEqual(appToolMeta(), {
    ui: { resourceUri: APP_RESOURCE_URI },
    "ui/resourceUri": APP_RESOURCE_URI,
  });
  const declared = listToolDefinitions().filter((tool) => tool._meta)
    .map((tool) => tool.name);
  assert.deepEqual(new Set(declared), new Set(APP_TOOLS));
  assert.deepEqual(
    new Set(declared),
    new Set(["get_rating_summary", "search_reviews"]),
  );
});

Deno.test("the HTML is self-contained and carries the snapshot's figures", async () => {
  await withFixtureSnapshot((snapshot) => {
    const html = appHtml(snapshot);
    assert.equal(appHtml(snapshot), html);
    // Nothing fetched: no external script, style, image or font.
    assert.doesNotMatch(html, /<script[^>]+src=|<link[^>]+href=|url\(|@import/);
    const data = JSON.parse(
      /<script type="application\/json" id="data">(.*?)<\/script>/s.exec(
        html,
      )![1],
    );
    const rating = snapshot.dataset.aggregate_rating;
    assert.equal(data.rating_value, rating.rating_value);
    assert.equal(data.review_count, rating.review_count);
    assert.deepEqual(data.distribution, rating.distribution);
    assert.deepEqual(
      data.aspects.map((aspect: { aspect: string }) => aspect.aspect),
      snapshot.insights.aspects.map((aspect) => aspect.aspect),
    );
    // The MCP Apps view protocol: initialize, initialized, tool results.
    for (
      const method of [
        "ui/initialize",
        "ui/notifications/initialized",
        "ui/notifications/tool-result",
      ]
    ) {
      assert.ok(html.includes(method), method);
    }
    const contents = readAppResource(snapshot);
    assert.deepEqual(contents, {
      uri: APP_RESOURCE_URI,
      mimeType: APP_MIME_TYPE,
      text: html,
    });
    return Promise.resolve();
  });
});

Deno.test("text that looks like markup cannot close the data script", () => {
  const html = appHtml({
    dataset: {
      business: { name: "</script><script>alert(1)</script>" },
      aggregate_rating: {
        rating_value: 5,
        review_count: 1,
        distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 },
      },
    },
    insights: { aspects: [] },
  } as never);
  assert.equal(html.split("</script>").length - 1, 2);
  assert.ok(html.includes("\\u003c/script>"));
});
