/**
 * A form's validation messages as one list (SPEC.md: "list of validation messages"), inside a
 * live region that is always present, so screen readers announce each new list.
 */
export function FormMessages({ messages }: { messages: ReadonlyArray<string | undefined> }) {
  const shown = messages.filter((message): message is string => Boolean(message));
  return (
    <div role="alert">
      {shown.length > 0 && (
        <ul className="form-messages">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
