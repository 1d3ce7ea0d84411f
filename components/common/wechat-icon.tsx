/** WeChat's two speech bubbles, in its green, as a decoration beside the words (the button says "微信登录"). */
export function WechatIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="#07C160"
        d="M9.1 3.5C5 3.5 1.7 6.3 1.7 9.8c0 2 1.1 3.8 2.8 4.9l-.7 2.2 2.6-1.4c.9.3 1.8.4 2.7.4h.6a5.6 5.6 0 0 1-.2-1.6c0-3.4 3.2-6.1 7.1-6.1h.6C16.4 5.6 13.1 3.5 9.1 3.5Zm-2.5 4.7a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm5 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z"
      />
      <path
        fill="#07C160"
        d="M22.3 14.6c0-2.9-2.8-5.2-6.2-5.2s-6.2 2.3-6.2 5.2 2.8 5.2 6.2 5.2c.7 0 1.4-.1 2.1-.3l2 1.1-.5-1.8c1.6-1 2.6-2.5 2.6-4.2Zm-8.2-.9a.8.8 0 1 1 0-1.7.8.8 0 0 1 0 1.7Zm4 0a.8.8 0 1 1 0-1.7.8.8 0 0 1 0 1.7Z"
      />
    </svg>
  );
}
