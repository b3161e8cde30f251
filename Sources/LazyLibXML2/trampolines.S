/* A stub for each function of libxml2_functions.h, standing in for libxml2's
 * own in a statically linked luaui (x86-64 Linux; elsewhere nothing is defined
 * and libxml2 is linked as usual). A stub jumps through its slot; an empty
 * slot is filled by luaui_libxml2_resolve (resolve.c), which loads libxml2 the
 * first time, with every argument register kept, so the call goes on as if
 * it had been made to libxml2 directly. Hidden: the stubs satisfy the link of
 * FoundationXML without being exported, so libxml2, once loaded, binds to its
 * own functions. */
#if defined(__x86_64__) && defined(__linux__)

#define LIBXML2_FUNCTION(name)                          \
    .section .rodata;                                   \
name##_name: .asciz #name;                              \
    .bss;                                               \
    .balign 8;                                          \
name##_slot: .quad 0;                                   \
    .text;                                              \
    .globl name;                                        \
    .hidden name;                                       \
    .type name, @function;                              \
name:                                                   \
    movq name##_slot(%rip), %r11;                       \
    testq %r11, %r11;                                   \
    jz 1f;                                              \
    jmp *%r11;                                          \
1:  leaq name##_slot(%rip), %r11;                       \
    leaq name##_name(%rip), %r10;                       \
    jmp luaui_libxml2_bind;                             \
    .size name, . - name;

#include "libxml2_functions.h"

/* r10: the function's name; r11: its slot. Saves the registers that carry
 * arguments (and %rax, the vector-register count of a variadic call), asks
 * for the address, restores them and jumps to it. The stack is 16-byte
 * aligned at the call: 8 (return address) + 7 pushes + 128 bytes. */
    .text
    .type luaui_libxml2_bind, @function
luaui_libxml2_bind:
    pushq %rdi
    pushq %rsi
    pushq %rdx
    pushq %rcx
    pushq %r8
    pushq %r9
    pushq %rax
    subq $128, %rsp
    movdqu %xmm0, 0(%rsp)
    movdqu %xmm1, 16(%rsp)
    movdqu %xmm2, 32(%rsp)
    movdqu %xmm3, 48(%rsp)
    movdqu %xmm4, 64(%rsp)
    movdqu %xmm5, 80(%rsp)
    movdqu %xmm6, 96(%rsp)
    movdqu %xmm7, 112(%rsp)
    movq %r10, %rdi
    movq %r11, %rsi
    call luaui_libxml2_resolve
    movq %rax, %r11
    movdqu 0(%rsp), %xmm0
    movdqu 16(%rsp), %xmm1
    movdqu 32(%rsp), %xmm2
    movdqu 48(%rsp), %xmm3
    movdqu 64(%rsp), %xmm4
    movdqu 80(%rsp), %xmm5
    movdqu 96(%rsp), %xmm6
    movdqu 112(%rsp), %xmm7
    addq $128, %rsp
    popq %rax
    popq %r9
    popq %r8
    popq %rcx
    popq %rdx
    popq %rsi
    popq %rdi
    jmp *%r11
    .size luaui_libxml2_bind, . - luaui_libxml2_bind

#endif

    .section .note.GNU-stack, "", @progbits
