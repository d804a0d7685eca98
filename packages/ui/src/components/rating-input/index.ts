export { RatingInput, type RatingInputProps } from "./rating-input.tsx";
