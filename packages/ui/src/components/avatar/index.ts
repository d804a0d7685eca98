export { Avatar, type AvatarProps, initials } from "./avatar.tsx";
