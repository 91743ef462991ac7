import { CheckCircle2, Info, TriangleAlert } from "lucide-react";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const variants = {
  error: { box: "border-red-500/40 bg-red-500/10 text-red-200", Icon: TriangleAlert, role: "alert" },
  success: { box: "border-green-500/40 bg-green-500/10 text-green-200", Icon: CheckCircle2, role: "status" },
  info: { box: "border-violet-500/40 bg-violet-500/10 text-violet-100", Icon: Info, role: "status" },
} as const;

export function Alert({
  variant = "info",
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: keyof typeof variants }) {
  const { box, Icon, role } = variants[variant];
  return (
    <div
      role={role}
      className={cn("flex items-start gap-3 rounded-xl border px-4 py-3 text-sm", box, className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
