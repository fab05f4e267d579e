import { Component, type ReactNode } from 'react';
import { developerText, type EngineLogger } from '../index.ts';

interface BlockErrorBoundaryProps {
  blockId: string;
  source: string;
  logger: EngineLogger;
  /** When this changes (new data), the boundary tries again. */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

interface BlockErrorBoundaryState {
  failedFor: unknown;
  failed: boolean;
}

/** One per block: a block that throws while rendering shows the fallback; the rest of the page renders. */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, BlockErrorBoundaryState> {
  override state: BlockErrorBoundaryState = { failed: false, failedFor: undefined };

  static getDerivedStateFromError(): Partial<BlockErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BlockErrorBoundaryProps,
    state: BlockErrorBoundaryState,
  ): Partial<BlockErrorBoundaryState> | null {
    if (state.failed && state.failedFor !== undefined && state.failedFor !== props.resetKey) {
      return { failed: false, failedFor: undefined };
    }
    return null;
  }

  override componentDidCatch(error: Error): void {
    this.setState({ failedFor: this.props.resetKey });
    this.props.logger.error(developerText.unhandled, {
      source: this.props.source,
      block: this.props.blockId,
      error: error.message,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
