import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "../card/card.tsx";
import {
  balance as balanceClass,
  body,
  error as errorClass,
  figures,
  header,
  title as titleClass,
} from "./wallet-card.css.ts";

export interface WalletCardProps {
  /** The card's heading ('Wallet'). */
  title: string;
  /** The heading's level in the page (h2 by default). */
  titleLevel?: 2 | 3;
  /** The balance, already formatted by the caller ('₦50,000'); null when it could not be read. */
  balance: string | null;
  /** Shown in place of the balance when it is null ('Failed to load'). */
  error: string;
  /** The Top Up button; the payment page leaves it out. */
  action?: ReactNode;
  /** Under the balance: the inline amount form, a busy state or a payment's outcome. */
  children?: ReactNode;
}

/** The client's wallet: its balance (or why it is missing), an optional Top Up action and what follows it. */
export function WalletCard({ title, titleLevel = 2, balance, error, action, children }: WalletCardProps) {
  const id = useId();
  const Heading = titleLevel === 2 ? "h2" : "h3";
  return (
    <Card as="section" aria-labelledby={id}>
      <div className={header}>
        <div className={figures}>
          <Heading id={id} className={titleClass}>
            {title}
          </Heading>
          {balance === null ? (
            <p className={errorClass}>
              <CircleAlert size={20} aria-hidden="true" />
              {error}
            </p>
          ) : (
            <p className={balanceClass} data-testid="wallet-balance">
              {balance}
            </p>
          )}
        </div>
        {action}
      </div>
      {children ? <div className={body}>{children}</div> : null}
    </Card>
  );
}
