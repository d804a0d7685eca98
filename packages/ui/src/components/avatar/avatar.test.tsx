import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initials } from "./avatar.tsx";

describe("Avatar", () => {
  it("shows the person's initials when there is no photo", () => {
    render(<Avatar name="Dr. Tolu Adeyemi" src={null} />);
    expect(screen.getByRole("img", { name: "Dr. Tolu Adeyemi" }).textContent).toBe("TA");
  });
  it("computes initials without titles", () => {
    expect(initials("Mrs. Amara Okafor")).toBe("AO");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("?");
  });
});
