import type { HeaderProps } from '../../../../schemas/blocks/header.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

/** The page heading with an optional subtitle. */
export function Header({ props }: BlockRendererProps<HeaderProps>) {
  return (
    <header className="lk-header">
      <h1>{props.title}</h1>
      {props.subtitle ? <p className="lk-subtitle">{props.subtitle}</p> : null}
    </header>
  );
}
