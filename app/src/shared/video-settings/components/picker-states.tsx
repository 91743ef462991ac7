import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";

export function PickerLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-sm text-muted">
      <Spinner size="sm" label={null} />
      <span role="status">{label}</span>
    </div>
  );
}

export function PickerError({ message }: { message: string }) {
  return <Alert variant="error">{message}</Alert>;
}
