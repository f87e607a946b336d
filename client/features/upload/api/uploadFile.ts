import { uploadFile } from "@client/lib/fileUpload";
import { useMutation } from "@tanstack/react-query";

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
