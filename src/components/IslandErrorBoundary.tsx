import { Component, type ComponentType, type ReactNode } from 'react';
import styles from './IslandErrorBoundary.module.scss';

interface BoundaryProps {
  /** `error.heading`: "Unexpected Application Error!", the original site's wording. */
  heading: string;
  /** What still works without the island's code (its server-rendered links), shown below the heading. */
  fallback?: ReactNode;
  children?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Stands in for an island whose rendering (or an effect) threw
 * (docs/behaviour.md, "Islands"): the heading, never the error's text, and
 * below it `fallback`, the part of the island that needs no script. Each
 * island is its own React root, so the rest of the page and the other
 * islands keep working. React logs the error to the console
 * (`console.error`, its default for a caught error).
 */
class IslandErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <div className={styles.fallback} role="alert">
          <h2>{this.props.heading}</h2>
        </div>
        {this.props.fallback}
      </>
    );
  }
}

/** Props every island takes besides its own: the fallback's heading (`error.heading`). */
export interface IslandProps {
  errorHeading: string;
}

/**
 * An island component: `Content` inside an `IslandErrorBoundary` whose
 * heading comes from the `errorHeading` prop. Used as each island's default
 * export, the component Astro hydrates. `Fallback`, given the same props,
 * renders what to keep should `Content` fail; by default the island's
 * children (server-rendered links such as the navigation's or the
 * gallery's), so that they keep working.
 */
export function withErrorBoundary<P extends object>(Content: ComponentType<P>, Fallback?: ComponentType<P>) {
  function Island({ errorHeading, ...rest }: P & IslandProps) {
    const props = rest as unknown as P & { children?: ReactNode };
    return (
      <IslandErrorBoundary heading={errorHeading} fallback={Fallback ? <Fallback {...props} /> : props.children}>
        <Content {...props} />
      </IslandErrorBoundary>
    );
  }
  Island.displayName = `Island(${Content.displayName ?? Content.name})`;
  return Island;
}
