import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar.tsx";

const photo =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='%23d5efe9'/><circle cx='32' cy='26' r='12' fill='%23a0785a'/><rect x='14' y='42' width='36' height='22' rx='11' fill='%23008573'/></svg>";

const meta = {
  title: "Components/Avatar",
  component: Avatar,
  args: { name: "Dr. Tolu Adeyemi", src: photo },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};
export const Missing: Story = { args: { src: null } };
export const Broken: Story = { args: { src: "/does-not-exist.jpg" } };
export const Profile: Story = { args: { size: "profile" } };
export const RoundedCard: Story = { args: { size: "lg", shape: "rounded", src: null, name: "Amara Okafor" } };
export const DefaultPhoto: Story = {
  args: { size: "lg", shape: "rounded", src: null, name: "Amara Okafor", fallback: "photo" },
};
export const DefaultPhotoProfile: Story = {
  args: { size: "profile", shape: "rounded", src: null, fallback: "photo" },
};
