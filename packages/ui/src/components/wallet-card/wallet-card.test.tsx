import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WalletCard } from "./wallet-card.tsx";

describe("WalletCard", () => {
  it("names its section by the title and shows the balance and the action", () => {
    render(
      <WalletCard
        title="Wallet"
        balance="£12.00"
        error="Failed to load"
        action={<button type="button">Top Up</button>}
      />,
    );
    const region = screen.getByRole("region", { name: "Wallet" });
    expect(region.textContent).toContain("£12.00");
    expect(screen.getByRole("button", { name: "Top Up" })).toBeTruthy();
    expect(screen.queryByText("Failed to load")).toBeNull();
  });
  it("shows the error in place of a missing balance, and no action when none is given", () => {
    render(<WalletCard title="Wallet" balance={null} error="Failed to load" />);
    expect(screen.getByText("Failed to load")).toBeTruthy();
    expect(screen.queryByTestId("wallet-balance")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
  it("renders its children under the balance", () => {
    render(
      <WalletCard title="Wallet" balance="£0.00" error="Failed to load">
        <p>Payment successful!</p>
      </WalletCard>,
    );
    expect(screen.getByText("Payment successful!")).toBeTruthy();
  });
});
