import { Component, type ComponentType, type ReactNode } from 'react';
import styles from './IslandErrorBoundary.module.scss';

interface BoundaryProps {
  /** `error.heading`: "Unexpected Application Error!", the original site's wording. */
  heading: string;
  children?: ReactNode;
}

interface BoundaryState {
  error?: Error;
}

/**
 * Stands in for an island whose rendering (or an effect) threw
 * (docs/behaviour.md, "Islands"): the heading and the error's message, in place of the
 * island. Each island is its own React root, so the rest of the page and the
 * other islands keep working. React still reports the error to the console.
 */
class IslandErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.fallback} role="alert">
        <h2>{this.props.heading}</h2>
        <p>{error.message}</p>
      </div>
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
 * export, the component Astro hydrates.
 */
export function withErrorBoundary<P extends object>(Content: ComponentType<P>) {
  function Island({ errorHeading, ...props }: P & IslandProps) {
    return (
      <IslandErrorBoundary heading={errorHeading}>
        <Content {...(props as P)} />
      </IslandErrorBoundary>
    );
  }
  Island.displayName = `Island(${Content.displayName ?? Content.name})`;
  return Island;
}
