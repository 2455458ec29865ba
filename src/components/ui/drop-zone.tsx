// A dashed area that takes files dropped on it (the creative uploader, the placement CSV
// picker). Only a drag carrying files highlights it; the content (a hint, the picker's button)
// is the caller's, so the keyboard path is always a real button or file input inside.
import { useState, type DragEvent, type ReactNode } from 'react';

export function DropZone({
  onFiles,
  disabled = false,
  icon,
  testId,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  icon: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid={testId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-center sm:flex-row sm:text-left ${
        dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white'
      }`}
    >
      {icon}
      {children}
    </div>
  );
}
