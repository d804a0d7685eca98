import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, DEFAULT_PHOTO_URL, initials } from "./avatar.tsx";

describe("Avatar", () => {
  it("shows the person's initials when there is no photo", () => {
    render(<Avatar name="Dr. Tolu Adeyemi" src={null} />);
    expect(screen.getByRole("img", { name: "Dr. Tolu Adeyemi" }).textContent).toBe("TA");
  });

  it("falls back to the initials when the photo cannot load, never a broken image", async () => {
    const { container } = render(<Avatar name="Amara Okafor" src="/missing.jpg" />);
    const img = container.querySelector("img");
    if (img) fireEvent.error(img);
    await waitFor(() => expect(container.querySelector("img")).toBeNull());
    expect(screen.getByRole("img", { name: "Amara Okafor" }).textContent).toBe("AO");
  });

  it("computes initials without titles", () => {
    expect(initials("Mrs. Amara Okafor")).toBe("AO");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("?");
  });
});

describe("Avatar with a photo", () => {
  it("renders the image on the server's first render and falls back to initials when it fails", () => {
    render(<Avatar name="Amara Okafor" src="/missing.jpg" />);
    const img = screen.getByRole("img", { name: "Amara Okafor" });
    expect(img.tagName).toBe("IMG");
    fireEvent.error(img);
    expect(screen.getByRole("img", { name: "Amara Okafor" }).textContent).toBe("AO");
  });
});

describe("Avatar with the default image as its fallback (providers)", () => {
  it("shows the default image, named by the person, when there is no photo", () => {
    render(<Avatar name="Dr. Tolu Adeyemi" src={null} fallback="photo" />);
    const img = screen.getByRole("img", { name: "Dr. Tolu Adeyemi" });
    expect(img.tagName).toBe("IMG");
    expect(img.getAttribute("src")).toBe(DEFAULT_PHOTO_URL);
    expect(img.textContent).toBe("");
  });

  it("swaps a broken photo for the default image, never initials", () => {
    render(<Avatar name="Amara Okafor" src="/missing.jpg" fallback="photo" />);
    fireEvent.error(screen.getByRole("img", { name: "Amara Okafor" }));
    const img = screen.getByRole("img", { name: "Amara Okafor" });
    expect(img.getAttribute("src")).toBe(DEFAULT_PHOTO_URL);
    expect(screen.queryByText("AO")).toBeNull();
  });

  it("is a real SVG image of its own", () => {
    const svg = readFileSync(join(import.meta.dirname, "default-photo.svg"), "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(DEFAULT_PHOTO_URL.length).toBeGreaterThan(0);
  });
});
