import type { Meta, StoryObj } from "@storybook/react-vite";
import { Banner } from "../banner/banner.tsx";
import { Button } from "../button/button.tsx";
import { Inline } from "../layout/layout.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { WalletCard } from "./wallet-card.tsx";

const meta = {
  title: "Components/WalletCard",
  component: WalletCard,
  args: { title: "Wallet", balance: "£120.50", error: "Failed to load" },
} satisfies Meta<typeof WalletCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = { args: { action: <Button>Top Up</Button> } };
/** The payment page: the balance alone, no Top Up. */
export const WithoutTopUp: Story = {};
export const FailedToLoad: Story = { args: { balance: null, action: <Button>Top Up</Button> } };
export const AmountForm: Story = {
  args: {
    action: <Button tone="secondary">Top Up</Button>,
    children: (
      <form>
        <Inline gap="3" alignItems="flex-end">
          <TextField label="Amount (£)" name="amount" inputMode="decimal" />
          <Button type="submit">Proceed</Button>
        </Inline>
      </form>
    ),
  },
};
export const Busy: Story = {
  args: { balance: "₦50,000", children: <Spinner label="Checking your payment…" /> },
};
export const Succeeded: Story = {
  args: {
    balance: "₦65,000",
    action: <Button>Top Up</Button>,
    children: (
      <Banner tone="success" live>
        Payment successful!
      </Banner>
    ),
  },
};
