export { cardList } from "./card-list.css.ts";
export { CardList, type CardListProps } from "./card-list.tsx";
