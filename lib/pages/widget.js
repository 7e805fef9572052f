// <reviews-widget limit="5" min-rating="4"></reviews-widget>
// Renders the rating summary and the newest reviews in a shadow root, from
// the service's JSON API (the origin this script was loaded from). Every
// text is set with textContent: nothing from a review becomes markup.
(() => {
  "use strict";
  const script = document.currentScript;
  const origin = new URL(script && script.src ? script.src : location.href)
    .origin;
  const CSS =
    ":host{display:block;overflow:auto;overflow-wrap:anywhere;font:15px/1.45 system-ui,sans-serif;color:#1b1f24;background:#fff;border:1px solid #c4cad1;border-radius:8px}" +
    "div.w{padding:12px}h2{font-size:17px;margin:0 0 4px}h3{font-size:15px;margin:8px 0 2px}p{margin:4px 0}" +
    "a{color:#0a58b0}.s{color:#a34f00}.m{color:#4f5863;font-size:13px}" +
    "ol{list-style:none;margin:0;padding:0}li{border-top:1px solid #d5dae0;padding:6px 0;overflow-wrap:anywhere;word-break:break-word}" +
    // The dark colours come last: of rules equally specific, the later wins.
    "@media (prefers-color-scheme:dark){:host{color:#e8eaed;background:#121416;border-color:#3a4048}a{color:#8ab8ff}.s{color:#f7b955}.m{color:#b0b7c0}li{border-top-color:#3a4048}}";

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function link(path, text) {
    const a = el("a", text);
    a.href = origin + path;
    a.target = "_blank";
    a.rel = "noopener";
    return a;
  }

  // A review date as the pages write it ("June 1, 2024", formatDate in
  // lib/pages/format.ts; the browser test holds the two equal). The date
  // is a calendar day, so it is read and written in UTC, never shifted.
  function day(date) {
    const t = el("time");
    const parsed = new Date(date + "T00:00:00Z");
    t.dateTime = String(date);
    t.textContent = isNaN(parsed.getTime()) ? String(date) : parsed
      .toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
    return t;
  }

  function stars(rating) {
    const full = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
    const s = el(
      "span",
      "\u2605".repeat(full) + "\u2606".repeat(5 - full),
      "s",
    );
    s.setAttribute("aria-hidden", "true");
    return s;
  }

  function whole(value, min, max, fallback) {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  }

  class ReviewsWidget extends HTMLElement {
    static get observedAttributes() {
      return ["limit", "min-rating"];
    }

    connectedCallback() {
      if (!this.shadowRoot) this.attachShadow({ mode: "open" });
      this.load();
    }

    attributeChangedCallback() {
      if (this.shadowRoot) this.load();
    }

    async load() {
      const limit = whole(this.getAttribute("limit"), 1, 20, 5);
      const minRating = whole(this.getAttribute("min-rating"), 1, 5, 0);
      const query = new URLSearchParams({ limit: String(limit) });
      if (minRating) query.set("min_rating", String(minRating));
      const turn = (this._turn = (this._turn || 0) + 1);
      try {
        const [index, list] = await Promise.all([
          fetch(origin + "/", { headers: { accept: "application/json" } })
            .then((r) => r.ok ? r.json() : Promise.reject(r.status)),
          fetch(origin + "/api/reviews/search?" + query)
            .then((r) => r.ok ? r.json() : Promise.reject(r.status)),
        ]);
        if (turn === this._turn) this.render(index, list, minRating);
      } catch {
        if (turn === this._turn) this.renderError();
      }
    }

    frame() {
      const root = this.shadowRoot;
      root.replaceChildren();
      const style = el("style", CSS);
      const box = el("div", undefined, "w");
      root.append(style, box);
      return box;
    }

    render(index, list, minRating) {
      const box = this.frame();
      const business = index.business || {};
      const aggregate = index.aggregate_rating || {};
      const count = Number(aggregate.review_count) || 0;
      const value = Number(aggregate.rating_value) || 0;
      const head = el("h2");
      head.append(link("/", business.name || "Reviews"));
      box.append(head);
      const summary = el("p");
      summary.append(
        stars(value),
        " ",
        el("span", "Rated " + value + " out of 5 from " + count + " reviews"),
      );
      box.append(summary);
      if (minRating) {
        box.append(
          el(
            "p",
            "Showing only reviews with at least " + minRating + " stars.",
            "m",
          ),
        );
      }
      const ol = el("ol");
      for (const review of list.reviews || []) {
        const li = el("li");
        const h = el("h3");
        const title = review.title ||
          review.rating + "-star review by " + (review.author || {}).name;
        h.append(link("/reviews/" + encodeURIComponent(review.id), title));
        const meta = el("p", undefined, "m");
        meta.append(
          stars(review.rating),
          " Rated " + review.rating + " out of 5 by " +
            (review.author || {}).name + " on ",
          day(review.date),
        );
        li.append(h, meta);
        if (review.text) li.append(el("p", review.text));
        if (review.response && review.response.text) {
          li.append(
            el("p", "Reply from the owner: " + review.response.text, "m"),
          );
        }
        ol.append(li);
      }
      box.append(ol);
      const more = el("p");
      more.append(link("/", "Read all " + count + " reviews"));
      box.append(more);
    }

    renderError() {
      const box = this.frame();
      box.append(link("/", "Read the reviews"));
    }
  }

  if (!customElements.get("reviews-widget")) {
    customElements.define("reviews-widget", ReviewsWidget);
  }
})();
