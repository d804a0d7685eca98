export { Avatar, type AvatarProps, DEFAULT_PHOTO_URL, initials } from "./avatar.tsx";
