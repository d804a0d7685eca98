import type { components } from "@marketplace/api-client/schema";
import { useQueryClient } from "@tanstack/react-query";
import { $api, useLoaderSeed } from "../api/index.ts";
import { useLiveArrivals } from "../live/index.ts";

export type EarningsBalances = components["schemas"]["EarningsWallet"];
export type EarningsByMonth = components["schemas"]["Earnings"];

/** What /earnings' loader read for the figures and the chart; null where the API could not say. */
export interface LoadedEarnings {
  wallet: EarningsBalances | null;
  earnings: EarningsByMonth | null;
}

/**
 * /earnings' balances and chart through TanStack Query (decision 035). The loader's answers are the
 * cache's from the first render (on the server too, so the page works without the script, and the
 * browser asks nothing on load). After the page has loaded, a notification arriving while it is open
 * (the live stream's unread count rising, or a resync) — a session's fee credited, a booking paid or
 * refunded — invalidates both, and Query reads them again through the relay: the figures and the
 * chart change in place, without reloading the transactions or the page. Where the loader could not
 * read one (its error text shows), that query stays off, as the notifications banner does.
 */
export function useEarnings(loaded: LoadedEarnings, unread: number): LoadedEarnings {
  const client = useQueryClient();
  const walletKey = $api.queryOptions("get", "/v1/payment/wallet/earnings").queryKey;
  const earningsKey = $api.queryOptions("get", "/v1/payment/earnings").queryKey;
  useLoaderSeed(walletKey, loaded.wallet, (value) => value ?? undefined);
  useLoaderSeed(earningsKey, loaded.earnings, (value) => value ?? undefined);
  const wallet = $api.useQuery("get", "/v1/payment/wallet/earnings", undefined, {
    enabled: loaded.wallet !== null,
  });
  const earnings = $api.useQuery("get", "/v1/payment/earnings", undefined, {
    enabled: loaded.earnings !== null,
  });
  useLiveArrivals("notifications", unread, () => {
    void client.invalidateQueries({ queryKey: walletKey });
    void client.invalidateQueries({ queryKey: earningsKey });
  });
  return {
    wallet: loaded.wallet === null ? null : (wallet.data ?? loaded.wallet),
    earnings: loaded.earnings === null ? null : (earnings.data ?? loaded.earnings),
  };
}
