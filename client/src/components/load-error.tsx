interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed request: what went wrong in plain words, and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
