import { Avatar } from '@mantine/core';
import { AVATAR_SIZES, initials, type AvatarSize } from './initials.ts';

interface UserAvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
}

/** A picture when there is one, otherwise the initials on the primary colour. */
export function UserAvatar({ name, src, size = 'md' }: UserAvatarProps) {
  const px = AVATAR_SIZES[size];
  return (
    <Avatar src={src ?? null} alt={name} size={px} radius="xl" color="violet" variant="filled" data-size={size}>
      <span style={{ fontSize: Math.max(8, Math.round(px * 0.4)) }}>{initials(name)}</span>
    </Avatar>
  );
}
