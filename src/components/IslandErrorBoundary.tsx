import { Component, type ComponentType, type ReactNode } from 'react';
import styles from './IslandErrorBoundary.module.scss';

interface BoundaryProps {
  /** `error.islandFailed` in the page's language: what did not load and what to do instead. */
  message: string;
  /** What still works without the island's code (its server-rendered links), shown below the message. */
  fallback?: ReactNode;
  children?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Stands in for an island whose rendering (or an effect) threw
 * (docs/behaviour.md, "Islands"): the message, never the error's text, and
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
        <p className={styles.fallback} role="alert">
          {this.props.message}
        </p>
        {this.props.fallback}
      </>
    );
  }
}

/**
 * Props every island takes besides its own: the fallback's message
 * (`error.islandFailed`), handed in by the page in its own language only.
 */
export interface IslandProps {
  errorText: string;
}

/**
 * An island component: `Content` inside an `IslandErrorBoundary` whose
 * message comes from the `errorText` prop. Used as each island's default
 * export, the component Astro hydrates. `Fallback`, given the same props,
 * renders what to keep should `Content` fail; by default the island's
 * children (server-rendered links such as the navigation's or the
 * gallery's), so that they keep working.
 */
export function withErrorBoundary<P extends object>(Content: ComponentType<P>, Fallback?: ComponentType<P>) {
  function Island({ errorText, ...rest }: P & IslandProps) {
    const props = rest as unknown as P & { children?: ReactNode };
    return (
      <IslandErrorBoundary message={errorText} fallback={Fallback ? <Fallback {...props} /> : props.children}>
        <Content {...props} />
      </IslandErrorBoundary>
    );
  }
  Island.displayName = `Island(${Content.displayName ?? Content.name})`;
  return Island;
}
