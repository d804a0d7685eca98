import { describe, expect, it } from "vitest";
import { breadcrumbList, faqPage, jsonLdText } from "./structured-data.ts";

describe("breadcrumbList", () => {
  it("numbers the items from 1 with absolute URLs on the given origin", () => {
    const data = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Nigeria", path: "/therapists/nigeria" },
        { name: "Lagos", path: "/therapists/nigeria/lagos" },
      ],
      "https://ng.tranquil.example/",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://ng.tranquil.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Nigeria",
          item: "https://ng.tranquil.example/therapists/nigeria",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Lagos",
          item: "https://ng.tranquil.example/therapists/nigeria/lagos",
        },
      ],
    });
  });
});

describe("faqPage", () => {
  it("gives each question one accepted answer", () => {
    expect(faqPage([{ question: "Is it private?", answer: "Yes." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is it private?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
      ],
    });
  });
});

describe("jsonLdText", () => {
  it("cannot close its script element, and parses back to the same text", () => {
    const data = faqPage([
      { question: "</script><script>alert(1)</script>", answer: "You're safe & sound > here" },
    ]);
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
