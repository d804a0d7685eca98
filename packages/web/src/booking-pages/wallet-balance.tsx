import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import * as css from "./booking-pages.css.ts";

/**
 * The wallet on the payment page: its balance (or why it is missing) and what follows it, with no Top
 * Up (spec 2). Its props are those of the design system's WalletCard (branch `wallet`), which takes its
 * place once that lands on main.
 */
export function WalletBalance({
  title,
  balance,
  error,
  children,
}: {
  title: string;
  /** Formatted by the caller; null when it could not be read. */
  balance: string | null;
  error: string;
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="wallet-title">
      <Stack gap="4">
        <Stack gap="1">
          <Heading level={2} size="sm" id="wallet-title">
            {title}
          </Heading>
          {balance === null ? (
            <Text tone="danger" className={css.checking}>
              <CircleAlert size={20} aria-hidden="true" />
              {error}
            </Text>
          ) : (
            <Text className={css.total} data-testid="wallet-balance">
              {balance}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
