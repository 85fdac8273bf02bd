import type { DemoProduct } from './demo-products.ts';

/** Where the dates lie on the plate: x, y, rotation. */
const DATES = [
  [58, 62, -25],
  [84, 56, 10],
  [108, 64, 35],
  [70, 78, 60],
  [96, 80, -10],
] as const;

function DateFruit({ x, y, rotate, color }: { x: number; y: number; rotate: number; color: string }) {
  return (
    <g transform={`rotate(${rotate} ${x} ${y})`}>
      <ellipse cx={x} cy={y} rx={15} ry={9} fill={color} />
      <ellipse cx={x - 4} cy={y - 3} rx={6} ry={2.5} fill="#ffffff" opacity={0.28} />
    </g>
  );
}

/** A product's picture, drawn rather than loaded: a gradient backdrop and dates on a plate, or a gift box. */
export function ProductPicture({ product }: { product: DemoProduct }) {
  const [from, to] = product.backdrop;
  return (
    <div
      aria-hidden
      style={{
        background: `radial-gradient(circle at 30% 25%, #ffffffaa, transparent 55%), linear-gradient(135deg, ${from}, ${to})`,
        aspectRatio: '4 / 3',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <svg viewBox="0 0 160 120" width="78%">
        {product.kind === 'dates' ? (
          <>
            <ellipse cx={82} cy={80} rx={62} ry={20} fill="#ffffff" opacity={0.85} />
            <ellipse cx={82} cy={78} rx={52} ry={15} fill="#f1f3f5" />
            {DATES.map(([x, y, rotate]) => (
              <DateFruit key={`${x}-${y}`} x={x} y={y} rotate={rotate} color={product.fruit} />
            ))}
          </>
        ) : (
          <>
            <rect x={38} y={44} width={84} height={56} rx={6} fill="#0ca678" />
            <rect x={32} y={34} width={96} height={18} rx={4} fill="#099268" />
            <rect x={74} y={34} width={12} height={66} fill="#ffd43b" />
            <path
              d="M80 34 C64 14, 50 26, 78 34 M80 34 C96 14, 110 26, 82 34"
              stroke="#ffd43b"
              strokeWidth={5}
              fill="none"
            />
            <DateFruit x={54} y={108} rotate={-15} color={product.fruit} />
            <DateFruit x={108} y={108} rotate={20} color={product.fruit} />
          </>
        )}
      </svg>
    </div>
  );
}
