import { Banner } from "@marketplace/ui/banner";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";

/**
 * The 'check your email' state after sign-up or 'forgot password'. Every address sees exactly this,
 * so the page never tells whether an address has an account.
 */
export function CheckEmail({
  title,
  children,
  hint,
}: {
  title: string;
  children: ReactNode;
  hint: ReactNode;
}) {
  return (
    <Stack gap="4" data-testid="check-email">
      <Heading level={1} size="lg">
        {title}
      </Heading>
      <Banner tone="success" live>
        {children}
      </Banner>
      <Text size="sm" tone="muted">
        {hint}
      </Text>
    </Stack>
  );
}
