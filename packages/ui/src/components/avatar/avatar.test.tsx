import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initials } from "./avatar.tsx";

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
