import { useId } from 'react';

interface SpecialistAvatarProps {
  name: string;
  alt: string;
  colors: readonly [string, string];
  className?: string;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** An initials avatar drawn inline, so the page needs no image files or network. */
export function SpecialistAvatar({ name, alt, colors, className = 'size-16' }: SpecialistAvatarProps) {
  const gradientId = useId();
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 64 64" className={`shrink-0 rounded-full ${className}`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={colors[0]} />
          <stop offset="100%" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${CSS.escape(gradientId)})`} />
      <text
        x="50%"
        y="50%"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="inherit"
        fontSize="22"
        fontWeight="700"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
