import classes from './widget.module.css';

/** Initials of at most two words (spec section 9). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The agent's picture, or its initials: a few lines rather than Mantine's Avatar for the widget's one use. */
export function PersonAvatar({ name, image }: { name: string; image: string | null }) {
  return (
    <span className={classes.avatar} data-testid="agent-avatar" aria-hidden>
      {image ? <img src={image} alt="" /> : initialsOf(name)}
    </span>
  );
}
