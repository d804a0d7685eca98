export { WalletCard, type WalletCardProps } from "./wallet-card.tsx";
