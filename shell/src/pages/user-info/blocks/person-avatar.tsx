import Avatar from '@arco-design/web-react/es/Avatar';

/** A person's picture, or the first letter of their name when they have none. */
export function PersonAvatar({ name, src, size }: { name: string; src?: string; size?: number }) {
  return (
    <Avatar size={size} aria-label={name}>
      {src ? <img src={src} alt={name} /> : (Array.from(name.trim())[0]?.toUpperCase() ?? '?')}
    </Avatar>
  );
}
