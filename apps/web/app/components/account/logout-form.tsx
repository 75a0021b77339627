/** The form that logs out with or without JavaScript (the page's own button and the account menus' item). */
export function LogoutForm({ className, label, onLogout }: { className: string; label: string; onLogout?: () => void }) {
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        if (!onLogout) return;
        event.preventDefault();
        onLogout();
      }}
    >
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
