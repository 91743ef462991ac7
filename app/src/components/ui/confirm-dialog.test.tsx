import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

function renderDialog(props: { pending?: boolean; error?: string | null }) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete webhook"
      description="It stops receiving events at once."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={props.pending ?? false}
      error={props.error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { user: userEvent.setup(), onCancel, onConfirm, dialog: screen.getByRole("dialog") };
}

describe("the confirm dialog", () => {
  it("is named by its title and described by its question, with Cancel and the action", async () => {
    const { user, onCancel, onConfirm, dialog } = renderDialog({});
    expect(screen.getByRole("dialog", { name: "Delete webhook" })).toHaveAccessibleDescription(
      "It stops receiving events at once.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("says it is busy and cannot be cancelled or escaped while the action runs", async () => {
    const { user, onCancel, dialog } = renderDialog({ pending: true });
    expect(within(dialog).getByRole("button", { name: /Deleting\.\.\./ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("keeps a failed try's error inside the dialog", () => {
    const { dialog } = renderDialog({ error: "Could not delete the webhook" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Could not delete the webhook");
  });
});
